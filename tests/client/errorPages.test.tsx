import { render, screen } from '@testing-library/react';
import { AdminContext, HttpError } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { ErrorPage } from '../../src/layout/ErrorPage';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

describe('the 404 page', () => {
  it('answers an unknown address inside the app with the texts of docs/product.md', async () => {
    logIn();
    answerAdministrator();
    renderApp('/halaman-yang-tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Halaman yang anda cari mungkin tidak ada atau telah dipindahkan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to page' })).toHaveAttribute('href', '/');
  });
});

describe('the error page', () => {
  const renderError = (error: unknown) =>
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider}>
          <ErrorPage error={error} />
        </AdminContext>
      </MemoryRouter>,
    );

  it('shows the status of a failed call, asks to report it, and links back', async () => {
    renderError(new HttpError('Dilarang.', 403));
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'An error occurred', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Silakan laporkan masalah ini kepada admin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to page' })).toHaveAttribute('href', '/');
  });

  it('shows 500 for an error without a status', async () => {
    renderError(new TypeError('x is undefined'));
    expect(await screen.findByText('500')).toBeInTheDocument();
  });
});
