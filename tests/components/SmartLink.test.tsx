import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '../../src/components/SmartLink';
import { renderIn } from '../helpers/render';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('a link as content writes it', () => {
  it('puts a site path under the reader’s language and keeps its query and anchor', () => {
    renderIn(
      <>
        <SmartLink href="/contact/?product=carports-v#form">quote</SmartLink>
        <SmartLink href="/">home</SmartLink>
      </>,
      { locale: 'fr' },
    );
    expect(hrefOf('quote')).toBe('/fr/contact/?product=carports-v#form');
    expect(hrefOf('home')).toBe('/fr/');
  });

  it('leaves a place in the same page, another site and a mail address as written', () => {
    renderIn(
      <>
        <SmartLink href="#costs">costs</SmartLink>
        <SmartLink href="https://www.pronovo.ch/">pronovo</SmartLink>
        <SmartLink href="mailto:info@terraluce.example">mail</SmartLink>
      </>,
      { locale: 'de' },
    );
    expect(hrefOf('costs')).toBe('#costs');
    expect(hrefOf('pronovo')).toBe('https://www.pronovo.ch/');
    expect(hrefOf('mail')).toBe('mailto:info@terraluce.example');
  });
});
