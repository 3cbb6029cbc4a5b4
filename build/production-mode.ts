/**
 * Imported first by commands that render the site: React picks its build by NODE_ENV when first loaded, and the
 * development one checks every element, rendering several times slower. Tests leave it unset to keep React's warnings.
 */
process.env.NODE_ENV ||= 'production';
