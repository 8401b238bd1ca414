/**
 * The shop's router (decision 081): addresses to screens, lazy screens with their data, links,
 * history and scrolling, in the browser and on the server. It keeps React Router's names for what
 * the screens use, so a screen reads as it did.
 */
export { createBrowserRouter } from './browser';
export { Link, Navigate, NavLink, Outlet } from './components';
export { useLocation, useNavigate, useNavigation, useParams, useRouteError, useSearchParams } from './hooks';
export { stripBasename } from './location';
export { MemoryRouter, Route, Routes } from './memory-router';
export {
  data,
  deserializeRouteError,
  isRouteErrorResponse,
  serializeRouteError,
  type SerializedRouteError,
} from './route-errors';
export { loadCode, type RouteFailure } from './router';
export { RouterProvider } from './router-provider';
export { matchRoutes, rankRoutes, type LoaderFunction, type Params, type RouteObject } from './routes';
export { loadServerRouter } from './server';
