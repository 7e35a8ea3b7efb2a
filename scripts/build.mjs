// `npm run build`: the web app and the server's JavaScript (API, worker), for `npm start`.
import { build, targets } from './build-targets.mjs';

for (const target of Object.values(targets)) build(target);
