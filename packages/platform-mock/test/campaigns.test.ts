import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

const PHONE_NUMBER_ID = '00000000-0000-4000-8000-0000000000aa';
const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

const customers = [
  { number: '+420601000001', name: 'Jana Novakova' },
  { number: '+420601000002', name: 'Petr Svoboda' },
  { number: '+420601000003' },
];

async function createCampaign() {
  const mock = createMockPlatform();
  const { data, response } = await mock.client.POST('/v2/campaign', {
    body: { name: 'Recall', phoneNumberId: PHONE_NUMBER_ID, customers },
  });
  expect(response.status).toBe(201);
  if (!data) throw new Error('no campaign');
  return { ...mock, campaign: data };
}

describe('v2 campaigns and their contacts', () => {
  it('store the customers given at creation as pending contacts, in dial order', async () => {
    const { client, campaign } = await createCampaign();

    const { data } = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: campaign.id } },
    });

    expect(data?.results.map(({ number, name, status }) => ({ number, name, status }))).toEqual([
      { number: '+420601000001', name: 'Jana Novakova', status: 'contact.pending' },
      { number: '+420601000002', name: 'Petr Svoboda', status: 'contact.pending' },
      { number: '+420601000003', name: undefined, status: 'contact.pending' },
    ]);
    expect(data?.metadata).toMatchObject({ totalItems: 3, currentPage: 1, itemsPerPage: 50 });
    expect(campaign).toMatchObject({ status: 'scheduled', callsCounterScheduled: 3, callsCounterEnded: 0 });
  });

  it('page the contacts by limit and page', async () => {
    const { client, campaign } = await createCampaign();

    const { data } = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: campaign.id }, query: { limit: 2, page: 2 } },
    });

    expect(data?.results.map((contact) => contact.number)).toEqual(['+420601000003']);
    expect(data?.metadata).toMatchObject({
      totalItems: 3,
      totalPages: 2,
      currentPage: 2,
      hasNextPage: false,
    });
  });

  it('take the contacts of every dial-plan entry', async () => {
    const { client } = createMockPlatform();
    const { data: campaign } = await client.POST('/v2/campaign', {
      body: {
        name: 'Two lines',
        dialPlan: [
          { phoneNumberId: PHONE_NUMBER_ID, customers: [{ number: '+420601000011' }] },
          { phoneNumberId: UNKNOWN_ID, customers: [{ number: '+420601000012' }] },
        ],
      },
    });

    const { data } = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: campaign?.id ?? '' } },
    });

    expect(data?.results.map((contact) => contact.number)).toEqual(['+420601000011', '+420601000012']);
  });

  it('count contacts by status in the summary when includeCounters is set, and only then', async () => {
    const { client, campaign } = await createCampaign();

    const plain = await client.GET('/v2/campaign/{id}', { params: { path: { id: campaign.id } } });
    const counted = await client.GET('/v2/campaign/{id}', {
      params: { path: { id: campaign.id }, query: { includeCounters: true } },
    });
    const listed = await client.GET('/v2/campaign', { params: { query: { includeCounters: true } } });

    expect(plain.data?.contactCounters).toBeUndefined();
    expect(plain.data).not.toHaveProperty('customers');
    expect(counted.data?.contactCounters).toEqual({
      pending: 3,
      dispatched: 0,
      completed: 0,
      failed: 0,
      skipped: 0,
      predialFailed: 0,
    });
    expect(counted.data?.callMetrics).toEqual({ dialed: 0, connected: 0 });
    expect(listed.data?.results.map((summary) => summary.contactCounters?.pending)).toEqual([3]);
  });

  it('cancelling skips the pending contacts and says who ended the campaign', async () => {
    const { client, campaign } = await createCampaign();

    const { data } = await client.PATCH('/v2/campaign/{id}', {
      params: { path: { id: campaign.id } },
      body: { status: 'cancelled' },
    });
    const contacts = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: campaign.id }, query: { status: ['contact.skipped'] } },
    });

    expect(data).toMatchObject({
      status: 'cancelled',
      endedReason: 'campaign.scheduled.ended-by-user',
      callsCounterScheduled: 0,
    });
    expect(contacts.data?.metadata.totalItems).toBe(3);
  });

  it('refuse new settings once the campaign is cancelled, and a second cancel', async () => {
    const { client, campaign } = await createCampaign();
    const path = { path: { id: campaign.id } };
    await client.PATCH('/v2/campaign/{id}', { params: path, body: { status: 'cancelled' } });

    await expect(
      client.PATCH('/v2/campaign/{id}', { params: path, body: { assistantId: 'a-2' } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client.PATCH('/v2/campaign/{id}', { params: path, body: { status: 'cancelled' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('a new dial plan replaces the audience of a scheduled campaign', async () => {
    const { client, campaign } = await createCampaign();

    const { data } = await client.PATCH('/v2/campaign/{id}', {
      params: { path: { id: campaign.id } },
      body: { dialPlan: [{ phoneNumberId: PHONE_NUMBER_ID, customers: [{ number: '+420601000099' }] }] },
    });
    const contacts = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: campaign.id } },
    });

    expect(data?.callsCounterScheduled).toBe(1);
    expect(contacts.data?.results.map((contact) => contact.number)).toEqual(['+420601000099']);
  });

  it('filter by any of several statuses and sort by lifecycle', async () => {
    const { client, store, campaign } = await createCampaign();
    const [first, second] = store.list('campaign-contact');
    store.update('campaign-contact', first?.id ?? '', { status: 'contact.failed' });
    store.update('campaign-contact', second?.id ?? '', {
      status: 'contact.completed',
      callId: 'call-2',
      endedReason: 'customer-ended-call',
    });

    const filtered = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: campaign.id }, query: { status: ['contact.failed', 'contact.completed'] } },
    });
    const byStatus = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: campaign.id }, query: { sortBy: 'status' } },
    });
    const summary = await client.GET('/v2/campaign/{id}', {
      params: { path: { id: campaign.id }, query: { includeCounters: true } },
    });

    expect(filtered.data?.results.map((contact) => contact.status)).toEqual([
      'contact.failed',
      'contact.completed',
    ]);
    expect(byStatus.data?.results.map((contact) => contact.status)).toEqual([
      'contact.pending',
      'contact.completed',
      'contact.failed',
    ]);
    expect(byStatus.data?.results[1]).toMatchObject({ callId: 'call-2', endedReason: 'customer-ended-call' });
    expect(summary.data?.callMetrics).toEqual({ dialed: 1, connected: 1 });
  });

  it('deleting a campaign deletes its contacts; unknown campaigns answer 404', async () => {
    const { client, store, campaign } = await createCampaign();

    const deleted = await client.DELETE('/v2/campaign/{id}', { params: { path: { id: campaign.id } } });

    expect(deleted.response.status).toBe(200);
    await expect(
      client.GET('/v2/campaign/{id}/contacts', { params: { path: { id: campaign.id } } }),
    ).rejects.toMatchObject({ status: 404, body: { statusCode: 404, error: 'Not Found' } });
    await expect(
      client.GET('/v2/campaign/{id}', { params: { path: { id: UNKNOWN_ID } } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.PATCH('/v2/campaign/{id}', { params: { path: { id: UNKNOWN_ID } }, body: { name: 'x' } }),
    ).rejects.toMatchObject({ status: 404 });
    expect(store.list('campaign-contact')).toEqual([]);
  });
});

describe('duplicating a campaign', () => {
  it('takes the source settings and contacts, with the request fields winning, as a new scheduled campaign', async () => {
    const { client, campaign } = await createCampaign();
    await client.PATCH('/v2/campaign/{id}', {
      params: { path: { id: campaign.id } },
      body: { status: 'cancelled' },
    });

    const { data: copy } = await client.POST('/v2/campaign', {
      body: { name: 'Recall, again', duplicateFromCampaignId: campaign.id },
    });
    const contacts = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: copy?.id ?? '' } },
    });

    expect(copy).toMatchObject({
      name: 'Recall, again',
      phoneNumberId: PHONE_NUMBER_ID,
      status: 'scheduled',
    });
    expect(copy?.endedReason).toBeUndefined();
    expect(contacts.data?.results.map(({ number, name, status }) => ({ number, name, status }))).toEqual([
      { number: '+420601000001', name: 'Jana Novakova', status: 'contact.pending' },
      { number: '+420601000002', name: 'Petr Svoboda', status: 'contact.pending' },
      { number: '+420601000003', name: undefined, status: 'contact.pending' },
    ]);
  });

  it('calls only its own customers when it names them, and refuses an unknown source', async () => {
    const { client, campaign } = await createCampaign();

    const { data: copy } = await client.POST('/v2/campaign', {
      body: {
        name: 'Subset',
        duplicateFromCampaignId: campaign.id,
        customers: [{ number: '+420601000077' }],
      },
    });
    const contacts = await client.GET('/v2/campaign/{id}/contacts', {
      params: { path: { id: copy?.id ?? '' } },
    });

    expect(contacts.data?.results.map((contact) => contact.number)).toEqual(['+420601000077']);
    await expect(
      client.POST('/v2/campaign', { body: { name: 'Orphan', duplicateFromCampaignId: UNKNOWN_ID } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
