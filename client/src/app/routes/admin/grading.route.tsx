import { GradingQueue } from "../../../features/admin/assignments/grading-queue.tsx";

export default GradingQueue;
