/**
 * Imported first by the commands that render the site. React picks its development or
 * production build from NODE_ENV when it is first loaded; the development build checks
 * every element as it renders and makes page rendering several times slower. Tests leave
 * NODE_ENV alone, so they still get React's warnings.
 */
process.env.NODE_ENV ||= 'production';
