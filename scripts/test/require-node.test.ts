import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { nodeVersionProblem, npmNodeVersion } = require('../require-node.cjs') as {
  nodeVersionProblem: (version: string, purpose: 'install' | 'run') => string | null;
  npmNodeVersion: (userAgent: string | undefined, fallback: string) => string;
};

describe('require-node (decision 0011: Node 20+ installs, the project runs on its own Node 24)', () => {
  it('refuses to install on a Node older than 20 with one line naming what to install', () => {
    const problem = nodeVersionProblem('v18.19.0', 'install');
    expect(problem).toContain('Node.js 20 이상과 npm이 필요합니다');
    expect(problem).not.toContain('\n');
  });

  it('installs on Node 20 and 22', () => {
    expect(nodeVersionProblem('v20.20.2', 'install')).toBeNull();
    expect(nodeVersionProblem('v22.9.0', 'install')).toBeNull();
  });

  it('asks for npm install when a script runs before the bundled Node 24 is there', () => {
    expect(nodeVersionProblem('v20.20.2', 'run')).toContain('먼저 npm install 을 실행하세요');
    expect(nodeVersionProblem('v24.21.0', 'run')).toBeNull();
  });

  it("reads the machine's Node from npm's user agent, not the bundled one on PATH", () => {
    expect(npmNodeVersion('npm/10.2.4 node/v18.19.0 linux x64 workspaces/false', 'v24.21.0')).toBe('v18.19.0');
    expect(npmNodeVersion(undefined, 'v24.21.0')).toBe('v24.21.0');
  });
});
