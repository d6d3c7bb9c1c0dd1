import { cn } from "../lib/cn.ts";
import { ShieldLoader } from "./shield-loader.tsx";

type FullPageLoaderProps = {
  /** The large shield (72 px) is for the first paint of a visit; later loads show the 36 px one. The caller decides. */
  large?: boolean;
  text?: string;
  className?: string;
};

/** Fills the page while it loads: the shield centred with its status text. */
function FullPageLoader({ large = false, text = "Loading...", className }: FullPageLoaderProps) {
  return (
    <div data-slot="full-page-loader" className={cn("grid min-h-[60svh] place-items-center px-6", className)}>
      <ShieldLoader size={large ? 72 : 36} text={text} />
    </div>
  );
}

export { FullPageLoader, type FullPageLoaderProps };
