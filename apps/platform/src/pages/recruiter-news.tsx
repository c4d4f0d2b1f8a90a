import { paths } from "@fuse/domain/vocabulary/paths";

import { NewsScreen } from "../dashboard/news-screen";
import { withQueryClient } from "../page-query";

/** « Actualités » for recruiters: news for everyone and for recruiters, list and item (`?id=`). */
export const Component = withQueryClient(() => <NewsScreen audience="recruiter" basePath={paths.recruiter.news} />);
