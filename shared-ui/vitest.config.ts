import { domProject } from '../tooling/vitest.dom';

export default domProject('shared-ui');
