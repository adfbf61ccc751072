import { fuzzRoutes } from './routes-fuzz';

fuzzRoutes({ index: 2, of: 2 });
