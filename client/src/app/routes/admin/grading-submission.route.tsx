import { GradingView } from "../../../features/admin/assignments/grading-view.tsx";

export default GradingView;
