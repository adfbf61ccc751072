// Imported first by sw.ts: the modules after it build zod schemas as they load.
import { disableZodJit } from '@greenroom/shared-model/zod-jitless';

disableZodJit();
