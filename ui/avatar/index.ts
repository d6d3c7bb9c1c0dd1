export { Avatar, avatarVariants, initialsOf, type AvatarProps } from "./avatar.tsx";
