/**
 * Jest's node environment, plus: when a test or a hook fails, it awaits the failure hook a browser rig registered
 * on the test's global (support/failure-artifacts.ts), which saves a screenshot and the console of each open page.
 */
const { TestEnvironment } = require('jest-environment-node');

const nameOf = (block) => {
  const names = [];
  for (let node = block; node; node = node.parent) if (node.name && node.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(node.name);
  return names.join(' › ');
};

class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.startedAt = Date.now();
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const hook = this.global.__gyOnFailure;
    if (typeof hook !== 'function') return;
    const name = event.name === 'test_fn_failure' ? nameOf(event.test) : `${nameOf(event.hook.parent)} › ${event.hook.type}`;
    try {
      await hook(name, event.name === 'test_fn_failure' ? this.startedAt : 0);
    } catch (error) {
      process.stderr.write(`failure artifacts not saved: ${error && error.message}\n`);
    }
  }
}

module.exports = BrowserTestEnvironment;
