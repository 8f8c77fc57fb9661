import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cs } from '../../../src/i18n/cs';
import { loadDictionary } from '../../../src/i18n/dictionaries';
import { en } from '../../../src/i18n/en';
import { DRAFT_KEY } from '../../../src/sections/contact/consultation-draft';
import { ContactForm } from '../../../src/sections/contact/contact-form';
import { renderSite } from '../../render';

const ENDPOINT = 'https://forms.example.test/consultation';
const received: unknown[] = [];
const server = setupServer(
  http.post(ENDPOINT, async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ ok: true }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

const fillValid = async (user: UserEvent) => {
  await user.type(screen.getByLabelText('Full name'), 'Jana Nováková');
  await user.type(screen.getByLabelText('Email'), 'jana@clinic.example');
  await user.type(screen.getByLabelText('Clinic or company name'), 'Smile Dental');
  await user.selectOptions(screen.getByLabelText('Service'), 'ai-agent');
  await user.type(screen.getByLabelText('What can we help you with?'), 'Missed calls at lunch');
  await user.click(screen.getByLabelText(en['contact.consent']));
};

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('consultation form', () => {
  it('shows every validation message in English and marks the fields invalid', async () => {
    const user = userEvent.setup();
    renderSite(<ContactForm endpoint={ENDPOINT} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en['contact.error.fullName'])).toBeTruthy();
    for (const key of ['email', 'company', 'service', 'problems', 'consent'] as const) {
      expect(screen.getByText(en[`contact.error.${key}`])).toBeTruthy();
    }
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(en['contact.errorsSummary']);
    expect(received).toEqual([]);
  });

  it('shows the messages in Czech', async () => {
    const user = userEvent.setup();
    renderSite(<ContactForm endpoint={ENDPOINT} />, { language: 'cs' });
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Odeslat' }));
    // Testing Library reads page text with its no-break spaces collapsed to spaces; the Czech texts have them.
    const plain = (text: string) => text.replaceAll('\u00a0', ' ');
    expect(await screen.findByText(plain(cs['contact.error.email']))).toBeTruthy();
    expect(screen.getByText(plain(cs['contact.error.consent']))).toBeTruthy();
    expect(screen.getByLabelText(plain(cs['contact.consent']))).toBeTruthy();
  });

  it('requires consent even when everything else is valid', async () => {
    const user = userEvent.setup();
    renderSite(<ContactForm endpoint={ENDPOINT} />);
    await fillValid(user);
    await user.click(screen.getByLabelText(en['contact.consent']));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en['contact.error.consent'])).toBeTruthy();
    expect(received).toEqual([]);
  });

  it('posts JSON to the endpoint and shows the saved-and-reply text', async () => {
    const user = userEvent.setup();
    renderSite(<ContactForm endpoint={ENDPOINT} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en['contact.success'])).toBeTruthy();
    expect(en['contact.success']).toMatch(/saved in our database.*24 hours/);
    expect(received).toEqual([
      {
        fullName: 'Jana Nováková',
        email: 'jana@clinic.example',
        company: 'Smile Dental',
        service: 'ai-agent',
        problems: 'Missed calls at lunch',
        additional: '',
        consent: true,
      },
    ]);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps everything on failure and sends it on retry', async () => {
    server.use(
      http.post(ENDPOINT, () => HttpResponse.json({ error: 'down' }, { status: 503 }), { once: true }),
    );
    const user = userEvent.setup();
    renderSite(<ContactForm endpoint={ENDPOINT} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en['contact.failure'])).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Jana Nováková');
    expect((screen.getByLabelText(en['contact.consent']) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(en['contact.success'])).toBeTruthy();
    expect(received).toHaveLength(1);
  });

  it('keeps a draft in sessionStorage and restores it after a reload', async () => {
    const user = userEvent.setup();
    const first = renderSite(<ContactForm endpoint={ENDPOINT} />);
    await user.type(screen.getByLabelText('Full name'), 'Petr');
    await user.click(screen.getByLabelText(en['contact.consent']));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      fullName: 'Petr',
      consent: true,
    });
    first.unmount();

    renderSite(<ContactForm endpoint={ENDPOINT} />);
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Petr'));
    expect((screen.getByLabelText(en['contact.consent']) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(en['contact.draftRestored'])).toBeTruthy();
  });

  it('without an endpoint says plainly that nothing was sent, keeps every word and points to the booking page', async () => {
    const user = userEvent.setup();
    const { container } = renderSite(<ContactForm endpoint={undefined} />);
    expect(container.querySelector('[data-simulated-note]')?.textContent).toBe(en['contact.simulatedNote']);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The in-page endpoint answers after 300 ms, and zod loads with the first submit: allow for a busy machine.
    const message = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(message.textContent).toContain(en['contact.notSent']);
    expect(screen.queryByText(en['contact.success'])).toBeNull();
    expect(container.querySelector('[data-form-status="sent"]')).toBeNull();
    // Focus goes to the message, so it is read first and its link is the next stop.
    await waitFor(() => expect(document.activeElement).toBe(message));
    const link = screen.getByRole('link', { name: en['contact.notSentLink'] });
    expect(link.getAttribute('href')).toBe('/book-demo');
    // Nothing typed is lost: the fields and the stored draft still hold it.
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Jana Nováková');
    expect((screen.getByLabelText('What can we help you with?') as HTMLTextAreaElement).value).toBe(
      'Missed calls at lunch',
    );
    expect((screen.getByLabelText(en['contact.consent']) as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      fullName: 'Jana Nováková',
    });
    expect(received).toEqual([]);
  });

  it('without an endpoint, in Czech, links to the Czech booking page', async () => {
    const user = userEvent.setup();
    renderSite(<ContactForm endpoint={undefined} />, { language: 'cs', path: '/cs/' });
    await user.type(screen.getByLabelText(/^Jméno/), 'Jana Nováková');
    await user.type(screen.getByLabelText(/^E-mail/), 'jana@clinic.example');
    await user.type(screen.getByLabelText(/^Název ordinace/), 'Úsměv');
    await user.selectOptions(screen.getByLabelText(/^Služba/), 'ai-agent');
    await user.type(screen.getByLabelText(/^S čím/), 'Zmeškané hovory');
    await user.click(screen.getByLabelText(/^Souhlasím/));
    await user.click(screen.getByRole('button', { name: cs['contact.submit'] }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(
      cs['contact.notSent'],
    );
    expect(screen.getByRole('link', { name: cs['contact.notSentLink'] }).getAttribute('href')).toBe(
      '/cs/book-demo',
    );
  });

  it('shows no simulated note when an endpoint is configured', () => {
    const { container } = renderSite(<ContactForm endpoint={ENDPOINT} />);
    expect(container.querySelector('[data-simulated-note]')).toBeNull();
  });
});
