import { Avatar, type SxProps, type Theme } from "@mui/material";
import { avatarInitial } from "../layout/avatar-initial.ts";
import { FallbackImage } from "./fallback-image.tsx";

interface ProfileAvatarProps {
  /** The picture's browser address; none shows the initial. */
  src: string | null | undefined;
  srcSet?: string;
  alt: string;
  firstName: string | null | undefined;
  /** Shown size in px. */
  size: number;
  sx?: SxProps<Theme>;
}

/**
 * A profile picture, or the initial when there is none. A picture that fails to load shows the profile placeholder
 * image (spec section 8: broken profile images fall back to a placeholder), not the initial.
 */
export function ProfileAvatar({ src, srcSet, alt, firstName, size, sx }: ProfileAvatarProps) {
  return (
    <Avatar sx={[{ width: size, height: size }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {src ? (
        <FallbackImage
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? `${size}px` : undefined}
          alt={alt}
          kind="profile"
          size={size}
          width={size}
          height={size}
          loading="eager"
          style={{ width: "100%", height: "100%", objectFit: "cover" }}
        />
      ) : (
        avatarInitial(firstName)
      )}
    </Avatar>
  );
}
