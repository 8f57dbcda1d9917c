// Brazilian formatting rules live in the contract so the server and the forms agree.
export { formatDocument, formatPhone, isValidCpfOrCnpj, maskCpfCnpj, onlyDigits } from '@atende/contract';
