// What the share scope offers as `react-router`: only the exports our apps use, taken from
// react-router's production build (`react-router-production` is an alias, tooling/webpack/shared.mjs).
// A shared package is bundled whole, because the providing app cannot know what remotes will need;
// the whole react-router was 60 KB gzip of every first load, the data router's exports 30 KB, this
// list (the declarative router: no data router, loaders or <ScrollRestoration>) about 15 KB.
//
// One list for every app, so the shell offers what any remote imports. ESLint reads the names below
// (eslint.config.js): importing anything else from 'react-router' in app code is an error. To use
// another export, add it here; deploy the shell with it before (or with) the remote that needs it.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-production';
