import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/*
 * jsdom's Blob, File and FormData cannot be serialised by Node's fetch (a Blob part arrives as the
 * text "undefined"), while browsers do this natively. Component tests therefore use Node's own
 * classes, which are spec-compliant; Node's FormData is only reachable through a Response.
 */
const NodeFormData = (
  await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;

Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
