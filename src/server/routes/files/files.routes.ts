import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse } from '../../http/openapi';
import { FILE_NAME_PATTERN, FILE_USER_ID_PATTERN } from '../../services/storage/images';

export const fileParamsSchema = z.object({
  userId: z
    .string()
    .regex(FILE_USER_ID_PATTERN)
    .openapi({ param: { name: 'userId', in: 'path' }, example: 'Xq3kV9mP2rT8wY1zA4bC6dE0fG5hJ7kL' }),
  file: z
    .string()
    .regex(FILE_NAME_PATTERN)
    .openapi({ param: { name: 'file', in: 'path' }, example: 'mZ8sQ2vN4xB6cD1fG3hJ5k.webp' }),
});

export const getFileRoute = createRoute({
  method: 'get',
  path: '/{userId}/{file}',
  tags: ['Files'],
  summary: 'An uploaded image (public: its name is 128 random bits; see decision 028)',
  request: { params: fileParamsSchema },
  responses: {
    200: {
      description: 'The image, cached for a year (a stored file never changes)',
      content: { 'image/webp': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    },
    404: errorResponse('No such file, or a name that is not a stored file'),
  },
});
