/**
 * Site-wide facts shown in the header and footer. The spec gives the footer
 * author only as a placeholder ({name}); replace both values here, and
 * nowhere else, when the owner supplies them.
 */
export const siteConfig = {
  title: 'Technology For Clean Air',
  authorName: 'Technology For Clean Air',
  authorProfileUrl: 'https://www.linkedin.com/',
} as const;
