import { cn } from "../lib/cn.ts";
import { ShieldLoader } from "./shield-loader.tsx";

type PageFallbackProps = {
  /** Names what is coming, e.g. "Loading settings...". */
  text: string;
  className?: string;
};

/** Holds a page's place while its code arrives: the small shield beside the page's own loading text. */
function PageFallback({ text, className }: PageFallbackProps) {
  return (
    <div data-slot="page-fallback" className={cn("grid min-h-[40svh] place-items-center px-6", className)}>
      <ShieldLoader size={28} layout="inline" text={text} />
    </div>
  );
}

export { PageFallback, type PageFallbackProps };
