import { Link } from "react-router";

/** The Fuse wordmark, linking home. */
export function Brand() {
  return (
    <Link
      to="/"
      className="rounded-md text-xl font-bold tracking-tight text-brand focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      Fuse
    </Link>
  );
}
