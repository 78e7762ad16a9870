// Jest maps CSS modules to their class names; the breakpoints module is read for real, so code under test
// sees the same media queries as the browser build.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const css = readFileSync(path.join(__dirname, 'breakpoints.module.css'), 'utf8');
module.exports = Object.fromEntries([...css.matchAll(/^@value\s+(\w+):\s*(.+?);\s*$/gm)].map(([, name, value]) => [name, value]));
