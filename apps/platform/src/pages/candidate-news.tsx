import { paths } from "@fuse/domain/vocabulary/paths";

import { NewsScreen } from "../dashboard/news-screen";
import { withQueryClient } from "../page-query";

/** « Actualités » for candidates: news for everyone and for candidates, list and item (`?id=`). */
export const Component = withQueryClient(() => <NewsScreen audience="candidate" basePath={paths.candidate.news} />);
