import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** register() for MUI text fields: MUI wants the input's ref as `inputRef`, not `ref`. */
export function textFieldRegister<T extends FieldValues>(register: UseFormRegister<T>) {
  return (name: Path<T>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
}
