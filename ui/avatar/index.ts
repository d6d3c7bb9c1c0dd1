export { Avatar, avatarInitials, avatarVariants, initialsOf, type AvatarProps } from "./avatar.tsx";
