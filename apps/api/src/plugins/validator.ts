import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '@wedding/contract/input-limits';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The route schemas' validator, with one rule every field of every route inherits, present and future:
 * no control characters in any string or key of the params, query, body or headers it validates
 * (PostgreSQL cannot store NUL; issue 13). Refused like any schema failure: 400 VALIDATION_ERROR naming
 * the field. Number bounds belong to each field's type (contract `input-limits`).
 */
export const validateWithInputLimits: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const field = findControlCharacter(data);
    if (field === null) return validate(data);
    return {
      error: [
        {
          keyword: 'control_character',
          instancePath: `/${field.replaceAll('.', '/')}`,
          schemaPath: '#/control_character',
          message: CONTROL_CHARACTER_MESSAGE,
          params: {},
        },
      ],
    } as never;
  };
};
