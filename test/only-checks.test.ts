import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checksNamed, optionList } from './only-checks';

const test = suite('only-checks');

const CHECKS = [
  { name: 'build', command: 'build' },
  { name: 'links', command: 'links', needs: ['build'] },
  { name: 'lint', command: 'lint' },
];

test('an option list is its comma-separated values, and absent when not given', () => {
  assert.equal(optionList(['--only', 'build, links,'], '--only'), ['build', 'links']);
  assert.is(optionList(['--quick'], '--only'), undefined);
  assert.throws(() => optionList(['--only', '--quick'], '--only'), /--only needs a value/);
  assert.throws(() => optionList(['--only'], '--only'), /--only needs a value/);
});

test('the checks named keep their order and bring what they need', () => {
  assert.equal(
    checksNamed(CHECKS, ['links']).map((check) => check.name),
    ['build', 'links'],
  );
  assert.equal(
    checksNamed(CHECKS, ['lint']).map((check) => check.name),
    ['lint'],
  );
});

test('unit stands for each part of the unit tests, and nothing else', () => {
  const checks = ['unit 1/4', 'unit 4/4', 'units', 'build'].map((name) => ({ name }));
  assert.equal(
    checksNamed(checks, ['unit']).map((check) => check.name),
    ['unit 1/4', 'unit 4/4'],
  );
});

test('a name no check has stops the run', () => {
  assert.throws(() => checksNamed(CHECKS, ['lint', 'markup']), /No check is named markup/);
});

test.run();
