// Writes the OpenAPI document (openapi/openapi.json) and the client types generated from it
// (openapi/api-types.ts) after a route changes: `pnpm --filter server openapi`.
// test/openapi-document.test.ts fails while they are stale.
import fs from 'node:fs/promises';
import { OPENAPI_FILES, renderOpenApiFiles } from './openapi-files';

const texts = await renderOpenApiFiles();
for (const key of Object.keys(OPENAPI_FILES) as (keyof typeof OPENAPI_FILES)[]) {
  await fs.writeFile(OPENAPI_FILES[key], texts[key]);
  console.info(`wrote ${OPENAPI_FILES[key]}`);
}
