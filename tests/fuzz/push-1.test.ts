import { fuzzPush } from './push-fuzz';

fuzzPush({ index: 1, of: 2 });
