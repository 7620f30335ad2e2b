import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import { WEB_CALLS } from '@thwa/domain/contracts/web-calls';
import { useTestApi } from './harness.ts';

const api = useTestApi();

interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema?: { $ref?: string; anyOf?: Array<{ $ref?: string }> } } } }>;
}

let published: Promise<{ paths: Record<string, Record<string, Operation>> }> | undefined;

/** The api's OpenAPI description, read once: it is made from the very schemas the routes answer with. */
function openApi() {
  published ??= api.app.inject({ url: '/api/docs/json' }).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json();
  });
  return published;
}

const idOf = (schema: z.ZodType) => (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
const refOf = (id: string | undefined) => `#/components/schemas/${id}`;

/*
 * The web parses every answer with WEB_CALLS; the api answers (and serializes) with the schemas of its
 * routes. Both sides must name the same contract, or a drift would pass both sides' own tests.
 */
describe('the contracts the web parses answers with', () => {
  it.each(Object.entries(WEB_CALLS))('%s: the api answers 200 with the same contract', async (call, contract) => {
    const [method, path] = call.split(' ') as [string, string];
    const operation = (await openApi()).paths[path]?.[method.toLowerCase()];
    expect(operation, `${call} is not a call of the api`).toBeDefined();
    expect(idOf(contract), `${call}: its contract needs a meta id to be compared`).toBeTruthy();
    expect(operation!.responses['200']?.content?.['application/json']?.schema?.$ref).toBe(refOf(idOf(contract)));
  });

  it.each(Object.keys(WEB_CALLS))('%s: every failure the api declares is an error body the web reads', async (call) => {
    const [method, path] = call.split(' ') as [string, string];
    const operation = (await openApi()).paths[path]![method.toLowerCase()]!;
    const readable = new Set([refOf(idOf(ErrorResponse)), refOf(idOf(FieldErrorsResponse))]);
    for (const [status, answer] of Object.entries(operation.responses)) {
      if (Number(status) < 400) continue;
      const schema = answer.content?.['application/json']?.schema;
      const refs = schema?.anyOf ? schema.anyOf.map((option) => option.$ref) : [schema?.$ref];
      for (const ref of refs) expect(readable, `${call} ${status}`).toContain(ref);
    }
  });
});
