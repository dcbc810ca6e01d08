import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Checks an answer against the OpenAPI document the server serves
 * (GET /api/openapi.json): the route's path template and method must be
 * described, the status must be one of its responses, the content type one
 * of that response's, and a JSON body must satisfy its schema (JSON Schema
 * 2020-12, OpenAPI 3.1's dialect, with ajv). So the description cannot drift
 * from what the server does. Paths the document does not describe (the
 * reference page's script and style files, tRPC, the web app) are skipped.
 */

interface MediaType {
  schema?: { $ref?: string } & Record<string, unknown>;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
export interface OperationObject {
  responses: Record<string, ResponseObject>;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
}

export type OpenApiChecker = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | null,
) => string[];

const DOCUMENT_ID = 'openapi.json';

export function createOpenApiChecker(document: OpenApiDocument): OpenApiChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // The package is CommonJS: its function is the module, and also its `default`.
  ajvFormats.default(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components }, DOCUMENT_ID);
  const validators = new Map<MediaType, ValidateFunction>();
  const validatorOf = (media: MediaType): ValidateFunction => {
    let validate = validators.get(media);
    if (!validate) {
      const schema = media.schema ?? {};
      // A schema that names a component is resolved inside the document.
      const resolvable = schema.$ref ? { $ref: `${DOCUMENT_ID}${schema.$ref}` } : schema;
      validators.set(media, (validate = ajv.compile(resolvable)));
    }
    return validate;
  };
  // Literal paths first, as the router matches them: /api/ideas/similar-to-draft, not /api/ideas/{id}.
  const templates = Object.keys(document.paths)
    .sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')))
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));

  return (request, reply, payload) => {
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
    const found = templates.find(({ pattern }) => pattern.test(path));
    if (!found) return [];
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const where = `${request.method} ${found.template}`;
    const operation = document.paths[found.template]?.[method];
    if (!operation) return [`${where} answered ${reply.statusCode} but is not in openapi.json`];
    const response = operation.responses[String(reply.statusCode)];
    if (!response)
      return [`${where} answered ${reply.statusCode}, a status openapi.json does not list`];
    const type =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const media = response.content?.[type];
    if (!media) {
      return [
        `${where} answered ${reply.statusCode} as "${type}", not a media type openapi.json lists`,
      ];
    }
    if (type !== 'application/json' || payload === null || request.method === 'HEAD') return [];
    const validate = validatorOf(media);
    if (validate(JSON.parse(payload))) return [];
    return [
      `${where} ${reply.statusCode} does not match openapi.json: ${ajv.errorsText(validate.errors)}`,
    ];
  };
}
