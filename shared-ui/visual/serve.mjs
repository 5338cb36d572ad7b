// The built Storybook (storybook-static/) over HTTP for the visual tests: a static folder, nothing
// else. A service worker (MSW's) needs http://localhost, not file://.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import serveStatic from 'serve-static';

// STORYBOOK_STATIC: another build to picture (a folder), e.g. one made with a change to try.
const root =
  process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../storybook-static', import.meta.url));
const port = Number(process.argv[2]);
const files = serveStatic(root, { index: ['index.html'] });

createServer((req, res) =>
  files(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
).listen(port, '127.0.0.1', () => console.info(`storybook-static on http://127.0.0.1:${port}`));
