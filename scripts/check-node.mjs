// Every npm script runs on the Node from the `node` devDependency (MikroORM 7 needs >= 22.17);
// a binary called from a shell, or an install with --ignore-scripts, can end up on the system Node.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node >= 22.17 (it ships Node 24 as a dev dependency).\n` +
      'Run it through npm (npm start, npm test), which puts node_modules/.bin/node first, or run `npm ci` without --ignore-scripts.',
  );
  process.exit(1);
}
