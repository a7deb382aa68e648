// Runs before the project's own scripts, on whatever `node` npm found first on PATH. After `npm install`
// that is the Node 24 from the `node` devDependency (decision 0011); before it, or on a machine whose
// Node is too old to install at all, say in one line what to do instead of failing with a stack trace.
// Plain CommonJS in old syntax on purpose: it must parse on any Node.
'use strict';

var MIN_INSTALL_MAJOR = 20;
var RUN_MAJOR = 24;

/** What is wrong with running on this Node version for this purpose, or null when nothing is. */
function nodeVersionProblem(version, purpose) {
  var major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major < MIN_INSTALL_MAJOR) {
    return (
      'Node.js ' +
      MIN_INSTALL_MAJOR +
      ' 이상과 npm이 필요합니다 (지금 ' +
      version +
      '): https://nodejs.org 에서 설치하세요. Node.js ' +
      MIN_INSTALL_MAJOR +
      '+ and npm are required.'
    );
  }
  if (purpose === 'run' && major < RUN_MAJOR) {
    return (
      '먼저 npm install 을 실행하세요: 프로젝트가 쓰는 Node.js ' +
      RUN_MAJOR +
      '를 함께 설치합니다 (지금 ' +
      version +
      '). Run npm install first: it brings Node.js ' +
      RUN_MAJOR +
      '.'
    );
  }
  return null;
}

module.exports = { nodeVersionProblem: nodeVersionProblem };

/**
 * The Node that runs npm itself. npm puts node_modules/.bin first on PATH for lifecycle scripts, so
 * during install `node` may already be the bundled Node 24; the user agent names the machine's own.
 */
function npmNodeVersion(userAgent, fallback) {
  var match = /\bnode\/(v[0-9][^ ]*)/.exec(userAgent || '');
  return match ? match[1] : fallback;
}

module.exports.npmNodeVersion = npmNodeVersion;

function main() {
  var installing = process.argv[2] === 'install';
  var version = installing ? npmNodeVersion(process.env.npm_config_user_agent, process.version) : process.version;
  var problem = nodeVersionProblem(version, installing ? 'install' : 'run');
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

if (require.main === module) main();
