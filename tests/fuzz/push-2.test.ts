import { fuzzPush } from './push-fuzz';

fuzzPush({ index: 2, of: 2 });
