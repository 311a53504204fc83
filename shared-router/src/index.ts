// The page's one router, shared as a federation singleton (package shared-router).
// Sharing react-router-dom itself shipped all of it (about 57 KB gz on /home) because a shared
// library cannot be tree-shaken; re-exporting only what the teams use lets webpack drop the rest
// (about 11 KB gz left on /home). Need something else from react-router? Add it here.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
} from 'react-router-dom';
