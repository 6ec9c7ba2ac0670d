import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '../../src/components/SmartLink';
import { renderIn } from '../helpers/render';

const linkNamed = (name: string) => screen.getByRole('link', { name });

describe('a link as the content step passes it on', () => {
  it('leads to the url it is given, whatever the page’s language: the content step made it', () => {
    renderIn(
      <>
        <SmartLink href="/de/contact/?product=carports-v#form">quote</SmartLink>
        <SmartLink href="/">home</SmartLink>
      </>,
      { locale: 'fr' },
    );
    expect(linkNamed('quote').getAttribute('href')).toBe('/de/contact/?product=carports-v#form');
    expect(linkNamed('home').getAttribute('href')).toBe('/');
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
    expect(linkNamed('costs').getAttribute('href')).toBe('#costs');
    expect(linkNamed('pronovo').getAttribute('href')).toBe('https://www.pronovo.ch/');
    expect(linkNamed('pronovo').getAttribute('rel')).toBe('noopener noreferrer');
    expect(linkNamed('mail').getAttribute('href')).toBe('mailto:info@terraluce.example');
  });

  it('downloads a file', () => {
    renderIn(<SmartLink href="/downloads/nuancier-couleurs.pdf">chart</SmartLink>, { locale: 'it' });
    expect(linkNamed('chart').hasAttribute('download')).toBe(true);
  });
});
