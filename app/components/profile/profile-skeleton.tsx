function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-line/70 ${className}`} />;
}

/** The outline of a public profile, shown while it loads. */
export default function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading provider profile" data-testid="profile-skeleton">
      <div className="border-b border-line bg-ivory">
        <div className="container-page py-10">
          <Bar className="h-4 w-32" />
          <div className="mt-6 flex items-center gap-5">
            <Bar className="size-20 rounded-xl" />
            <div className="flex-1 space-y-3">
              <Bar className="h-8 w-2/3 max-w-md" />
              <Bar className="h-4 w-40" />
              <Bar className="h-4 w-28" />
            </div>
          </div>
        </div>
      </div>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Bar className="h-20" />
            <Bar className="h-20" />
            <Bar className="h-20" />
          </div>
          <Bar className="h-6 w-48" />
          <Bar className="h-4 w-full" />
          <Bar className="h-4 w-5/6" />
          <Bar className="h-4 w-4/6" />
        </div>
        <Bar className="h-64" />
      </div>
    </div>
  );
}
