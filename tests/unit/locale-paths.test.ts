import { describe, expect, it } from 'vitest';
import {
  localizePath,
  parseLocalePath,
  switchLocalePath,
  textDirection,
  withTrailingSlash,
} from '../../src/paths/locale';

describe('switchLocalePath', () => {
  it('does nothing when the chosen language is the current one', () => {
    expect(switchLocalePath('/fr/contact/', 'fr', 'fr')).toBeNull();
    expect(switchLocalePath('/contact/', 'en', 'en')).toBeNull();
  });
  it('adds the prefix of the chosen language to an unprefixed (English) path', () => {
    expect(switchLocalePath('/contact/', 'en', 'fr')).toBe('/fr/contact/');
    expect(switchLocalePath('/', 'en', 'ar')).toBe('/ar/');
  });
  it('replaces an existing two-letter prefix', () => {
    expect(switchLocalePath('/fr/products/carports-v/', 'fr', 'de')).toBe('/de/products/carports-v/');
    expect(switchLocalePath('/es/', 'es', 'it')).toBe('/it/');
  });
  it('goes back to the unprefixed path for the default language', () => {
    expect(switchLocalePath('/fr/conseils/budget-pergola-suisse/', 'fr', 'en')).toBe(
      '/conseils/budget-pergola-suisse/',
    );
    expect(switchLocalePath('/fr', 'fr', 'en')).toBe('/');
  });
  it('keeps the query and fragment, and adds the trailing slash', () => {
    expect(switchLocalePath('/fr/conseils?q=bois#liste', 'fr', 'en')).toBe('/conseils/?q=bois#liste');
  });
  it('removes any two-letter prefix, as the spec says, but not longer first segments', () => {
    expect(switchLocalePath('/xx/contact/', 'en', 'fr')).toBe('/fr/contact/');
    expect(switchLocalePath('/products/x/', 'en', 'fr')).toBe('/fr/products/x/');
  });
});

describe('localizePath', () => {
  it('prefixes site paths and leaves other links alone', () => {
    expect(localizePath('/contact', 'fr')).toBe('/fr/contact/');
    expect(localizePath('/contact/?sujet=a', 'de')).toBe('/de/contact/?sujet=a');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('https://example.org/a', 'fr')).toBe('https://example.org/a');
    expect(localizePath('tel:+41225550100', 'fr')).toBe('tel:+41225550100');
    expect(localizePath('/downloads/nuancier-couleurs.pdf', 'fr')).toBe('/downloads/nuancier-couleurs.pdf');
  });
});

describe('parseLocalePath, withTrailingSlash, textDirection', () => {
  it('splits a path into locale and neutral path', () => {
    expect(parseLocalePath('/ar/vitrage/')).toEqual({ locale: 'ar', path: '/vitrage/' });
    expect(parseLocalePath('/vitrage/')).toEqual({ locale: 'en', path: '/vitrage/' });
    expect(parseLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
  });
  it('adds the trailing slash before the query', () => {
    expect(withTrailingSlash('/a?b=1')).toBe('/a/?b=1');
    expect(withTrailingSlash('/a/')).toBe('/a/');
  });
  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});
