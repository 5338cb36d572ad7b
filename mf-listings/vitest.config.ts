import { domProject } from '../tooling/vitest.dom';

export default domProject('mf-listings');
