import { describeJobSalary, type JobSalary as JobSalaryValues } from "@fuse/domain/jobs/job-salary";
import { cn } from "@fuse/ui/utils";

type JobSalaryProps = JobSalaryValues & { className?: string };

/** An offer's gross yearly range with the estimated net monthly salary beside it. */
function JobSalary({ className, ...salary }: JobSalaryProps) {
  const { gross, net } = describeJobSalary(salary);
  return (
    <p data-slot="job-salary" className={cn("flex flex-wrap items-baseline gap-x-2 text-sm", className)}>
      <span className="font-medium text-foreground">{gross}</span>
      {net ? <span className="text-muted-foreground">{net}</span> : null}
    </p>
  );
}

export { JobSalary, type JobSalaryProps };
