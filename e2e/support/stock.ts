/** A user's stock set as from another device: the tracker's counts by the supplies' names. */
import type { Resource } from '@shared/resources/schemas';
import { apiCall, type TestUser } from './auth';

/** Sets each named default supply's count (`{ 'Energy Bars': 250 }`) through the API, as another device would. */
export async function setStock(baseURL: string, user: TestUser, counts: Record<string, number>): Promise<void> {
  const { resources } = await apiCall<{ resources: Resource[] }>(baseURL, user, 'GET', '/api/resources');
  const idOf = (name: string) => {
    const row = resources.find((r) => r.name === name);
    if (!row) throw new Error(`no supply named ${name}`);
    return row.id;
  };
  await apiCall(baseURL, user, 'PUT', '/api/resources', {
    changes: Object.entries(counts).map(([name, currentQuantity]) => ({ id: idOf(name), currentQuantity })),
  });
}
