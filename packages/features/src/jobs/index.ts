// The jobs slice's public entry: how an offer presents itself.
export { JobSalary, type JobSalaryProps } from "./components/job-salary.tsx";
export { describeJobSalary, type JobSalary as JobSalaryValues } from "@fuse/domain/jobs/job-salary";
