// Browser tests render components with the kit's real stylesheet, as users see them.
import "../../packages/ui/src/styles/styles.css";
