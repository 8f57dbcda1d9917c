// /api/department: the departments of the caller's channel.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { departmentListResponseSchema, idSchema } from '@atende/contract';
import { notFound } from '../../platform/http/errors.js';
import { tenantOf } from '../../platform/http/access.js';
import type { DepartmentsService } from './departments.service.js';

const tags = ['departamentos'];

export function departmentsRoutes(app: FastifyInstance, departments: DepartmentsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/department/channel/:channelId', {
    config: { access: { roles: ['channel', 'channel_manager', 'operator'], allowEmbedToken: true } },
    schema: {
      tags,
      summary: 'Departamentos do canal',
      params: z.object({ channelId: idSchema }),
      response: { 200: departmentListResponseSchema },
    },
    handler: async (request) => {
      const channelId = tenantOf(request);
      if (request.params.channelId !== channelId) throw notFound('Canal não encontrado.');
      return { statusCode: 200, departments: await departments.list(channelId) };
    },
  });
}
