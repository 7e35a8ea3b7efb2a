import common from './common.json';
import session from './session.json';
import onboarding from './onboarding.json';
import children from './children.json';
import tales from './tales.json';
import reader from './reader.json';
import profile from './profile.json';
import subscription from './subscription.json';
import family from './family.json';

/** One JSON file per feature; every key exists in all five locales (locales.test.ts). */
export default { common, session, onboarding, children, tales, reader, profile, subscription, family };
