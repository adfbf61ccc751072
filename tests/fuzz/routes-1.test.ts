import { fuzzRoutes } from './routes-fuzz';

fuzzRoutes({ index: 1, of: 2 });
