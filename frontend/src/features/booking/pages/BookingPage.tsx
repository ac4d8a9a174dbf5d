import { useParams, useSearchParams } from 'react-router-dom';
import { BookingFlow } from '../components/BookingFlow';
import { LocationChooser } from '../components/LocationChooser';
import { bookingSearch, parseBookingParams } from '../utils/selection';

/**
 * `/booking` (choose a location first) and `/booking/:location` (the router has already checked the
 * slug): pick a day, a bay and a time, see the live price, and hold the bay for checkout.
 */
export function BookingPage() {
  const { location } = useParams();
  const [searchParams] = useSearchParams();
  if (location) return <BookingFlow key={location} slug={location} />;
  // A day, length and party chosen before the location carry over; a bay and start do not.
  const carried = bookingSearch({ ...parseBookingParams(searchParams), choice: null });
  return <LocationChooser search={searchParams.size > 0 ? `?${carried}` : ''} />;
}
