import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitFranchiseInquiryDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { InquiryForm } from './InquiryForm';

const input = { name: 'Sam Ortiz', email: 'sam@example.com', market: 'Oklahoma City', message: 'We have a space downtown.' };

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillIn() {
  type(/^Your name/, ` ${input.name} `);
  type(/^Email/, 'Sam@Example.com');
  type(/^City or market/, input.market);
  type(/^Message/, input.message);
}

describe('InquiryForm (react-hook-form + the shared schema)', { timeout: 30_000 }, () => {
  it('on submit shows every wrong field with the shared messages and focuses the first', async () => {
    renderWithProviders(<InquiryForm />, { mocks: [] });
    type(/^Phone/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));

    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number, like (918) 555-0142.')).toBeTruthy();
    expect(screen.getByText('Please enter the city or market you have in mind.')).toBeTruthy();
    expect(screen.getByText('Please enter your message.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Your name/)));
    expect(field(/^Your name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('judges a field when it loses focus, and clears the message as soon as it is right', async () => {
    renderWithProviders(<InquiryForm />, { mocks: [] });
    type(/^Email/, 'sam');
    expect(screen.queryByText('Please enter a valid email address, like name@example.com.')).toBeNull();
    fireEvent.blur(field(/^Email/));
    expect(await screen.findByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
    type(/^Email/, 'sam@example.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address, like name@example.com.')).toBeNull());
  });

  it('sends the trimmed input once, with the button disabled while sending, then thanks by first name', async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: SubmitFranchiseInquiryDocument, variables: { input } },
        result: { data: { submitFranchiseInquiry: true } },
        delay: 50,
      },
    ];
    renderWithProviders(<InquiryForm />, { mocks });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));

    // The DOM observer sees the button change as it happens; the answer comes 1.5 s later.
    expect(((await screen.findByRole('button', { name: 'Sending…' })) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText("Thanks, Sam. We've got your inquiry.", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/We'll reply to Sam@Example\.com/)).toBeTruthy();
  });

  it("puts the server's refusal under the field it names, and focuses it", async () => {
    const refusal = new GraphQLError('Please keep your message under 4000 characters.', {
      extensions: { code: 'VALIDATION', field: 'message' },
    });
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: SubmitFranchiseInquiryDocument, variables: { input } }, result: { errors: [refusal] } },
    ];
    renderWithProviders(<InquiryForm />, { mocks });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));

    // Under the field (its description), and only there: no notification repeats it.
    const underField = () => document.getElementById(field(/^Message/).getAttribute('aria-describedby') ?? '')?.textContent;
    await waitFor(() => expect(underField()).toBe('Please keep your message under 4000 characters.'));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Message/)));
    expect(screen.getAllByText('Please keep your message under 4000 characters.')).toHaveLength(1);
    expect(screen.queryByText("Couldn't send your inquiry")).toBeNull();
  });
});
